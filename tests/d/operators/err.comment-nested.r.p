grep -oF '/* encountered inside a comment'
