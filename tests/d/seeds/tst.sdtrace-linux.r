ok R
ok W
