/proc/version proc 5
data.txt /dev/null
anon_inode:[eventfd] <none>

