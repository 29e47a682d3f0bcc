exec /nonexistent/prog by procs
exec-failure 2
exec /bin/true by procs
exec-success true

