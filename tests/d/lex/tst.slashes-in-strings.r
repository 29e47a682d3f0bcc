http://x /* no */ 2

