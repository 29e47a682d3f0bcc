[abcdefg] [1111111]
[abcdefg] [cdefg]
[/bcdef] [bcdefg]
[2001:db] [2001:db]
[192.168] [192.168]
[/ab] [abcd]

