# The runner passes absolute DTRACE, BUILD and TRIG: exit 0.
for v in "$DTRACE" "$BUILD" "$TRIG"; do
	case $v in
	/*)	;;
	*)	echo "not absolute: '$v'"; exit 1 ;;
	esac
done
[ "$TRIG" = "$BUILD/trig" ] || exit 1
exit 0
