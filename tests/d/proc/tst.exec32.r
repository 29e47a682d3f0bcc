ia32 execve /nonexistent
exec /nonexistent
failure 2
ia32 execve /bin/true
exec /bin/true
success true

