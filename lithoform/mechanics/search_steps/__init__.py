"""Library searches past the one-sentence 'search your library for ..., put it ..., then shuffle' (701.23a): the
number counted as the search begins ('up to X ..., where X is ...'), cards with different names, found cards
exiled, another player's library searched, and a search whose steps go on in the sentences after it."""
