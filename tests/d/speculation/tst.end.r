END
a: committed in END
c: speculated and committed in END

