"""Alternative costs in general (118.9) and costs paid with cards from the hand or returned permanents."""
