[              61] [61      ] [      0x61] [0]
[ffffffffffffffff] [0xabcdef]
[              61] [61              ] [               5]

