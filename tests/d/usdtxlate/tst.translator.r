fd 3 peer 10.0.0.1 port 5432 sql select 0 / 0 10.0.0.1
fd 4 peer 10.0.0.2 port 5433 sql select 1 / 1 10.0.0.2
fd 5 peer 10.0.0.3 port 5434 sql select 2 / 2 10.0.0.3

