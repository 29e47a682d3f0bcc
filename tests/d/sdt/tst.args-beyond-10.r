len 5 snd_wnd 1 rcv_wnd 1 cookie 1 skb 1 sk 1

