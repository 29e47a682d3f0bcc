10 abc

