"""'You may put an Equipment card from your hand onto the battlefield' (Stoneforge Mystic; 110.2, 305.9
for lands put onto the battlefield without being played)."""
