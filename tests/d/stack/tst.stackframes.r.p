exec sed -E -e 's/^ {14}vmlinux`.*/              FRAME/' -e 's/\+0x[0-9a-f]+$/+0xOFF/'
