BEGIN: 1
tick: 1
profile: fired 1, bad 0
END: 1

