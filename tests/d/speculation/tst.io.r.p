exec awk '/ start /{ s = $1; next }
/ done /{ print (s == $1 ? "paired " $1 " " $3 " " $4 : "unpaired"); s = ""; next }
{ print }' | sort -u
