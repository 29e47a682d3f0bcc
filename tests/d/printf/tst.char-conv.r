aBC|  x|y  |

