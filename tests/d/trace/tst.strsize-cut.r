abcde|abcd|ABCDE|12345|dtrac|

