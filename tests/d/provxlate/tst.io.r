start read dev 1 file <none>: 1
start write dev 1 file <none>: 1
done error 0 resid 0: 1

