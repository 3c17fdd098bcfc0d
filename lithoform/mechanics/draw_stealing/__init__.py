"""'If an opponent would draw a card except the first one they draw in each of their draw steps, instead that
player skips that draw and you draw a card.' (Notion Thief; 614.11, 614.5, 616.1)."""
