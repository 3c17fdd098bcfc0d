"""Ward with a cost other than mana (702.21a): 'Ward—Pay 3 life.', 'Ward—Discard a card.'"""
