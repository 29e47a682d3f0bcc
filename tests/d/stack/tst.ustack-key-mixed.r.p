# symbol offsets depend on the compiler
exec sed -E 's/\+0x[0-9a-f]+$/+0xOFF/'
