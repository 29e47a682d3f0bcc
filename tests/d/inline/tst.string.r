hello on 5

