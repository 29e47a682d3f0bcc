grep -o 'format conversion #1 is undefined: %hhd'
