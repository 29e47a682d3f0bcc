15
\?A|tab	here

