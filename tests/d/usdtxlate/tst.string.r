query [select 0] 8
done 0 rows: select 0
note n0 0 n0
n0
query [select 1] 8
note n1 -100 n1
n1
query [select 2] 8
done 4 rows: select 2
note n2 -200 n2
n2
select 0 1
select 1 1
select 2 1

