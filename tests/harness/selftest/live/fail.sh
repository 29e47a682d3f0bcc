# @@timeout: 5
# Exit 3: FAIL.
echo "something broke"
exit 3
