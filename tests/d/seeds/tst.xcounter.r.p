sed -E 's/^ *[0-9]+ +[0-9]+ +/CPU ID /'
