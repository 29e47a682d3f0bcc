# libc offsets depend on its build
exec sed -E 's/\+0x[0-9a-f]+/+0xOFF/g'
