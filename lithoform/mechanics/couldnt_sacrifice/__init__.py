"""'Each player sacrifices a creature or planeswalker. Each player who can't discards a card.' (Plaguecrafter)."""
