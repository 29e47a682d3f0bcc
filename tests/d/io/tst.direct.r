reads >= 4: 1, writes >= 4: 1, all done 1, ok 1, same 1

