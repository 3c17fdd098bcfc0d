"""Voting (701.38): 'Starting with you, each player votes for A or B.' (Will of the council, Council's dilemma):
each player, starting with the controller and proceeding in turn order, chooses one of the words; the sentences
after the vote read its result ('If A gets more votes, ...', 'for each A vote')."""
