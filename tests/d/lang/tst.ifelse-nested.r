five

