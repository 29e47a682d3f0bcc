exec awk '/ start /{ s = $1; next }
/ done /{ print (s == $1 ? "paired " $1 : "unpaired"); s = ""; next }
{ print }' | sort -u
