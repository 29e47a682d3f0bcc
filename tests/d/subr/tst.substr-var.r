[quick]
[ fox]
[quick brown]
[fox jumps]

