as_fault >= 64: 1, kernel_asflt: 0, cow >= 32: 1
prot >= cow: 1, bad 0

