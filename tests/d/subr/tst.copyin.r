/dnl
[/dev/null]
//
[null]

