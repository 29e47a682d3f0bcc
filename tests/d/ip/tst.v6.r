
ip receive ::1 -> ::1 plen 15
ip send ::1 -> ::1 plen 15 next 17 v4 0
udp receive len 15 to the bound port
udp send len 15
