"""What effects do as their spell or ability resolves (608.2c-h): the interpreter and its handlers."""
