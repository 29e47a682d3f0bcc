dtrace:::BEGIN
dtrace:::END

