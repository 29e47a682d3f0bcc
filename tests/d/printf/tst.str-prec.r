[   ab] [ab   ] [abc] [abcde]
[abc] [a] [       abc]
[abc] [ab] [   a]
[ab  ] [ab  ] [ab]
[     ] [     ] [dtr]

