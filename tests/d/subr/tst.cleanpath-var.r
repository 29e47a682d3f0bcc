[/home/other/dir/file]
[/tmp/y]

