"""CR 103: Starting the game. Decks are shuffled into libraries (103.3), players start at 20 life (103.4),
draw seven cards (103.5), and the starting player skips the draw of their first turn (103.8a)."""

from __future__ import annotations

from support import pass_until

from lithoform import Game

DECK = ["Mountain"] * 20 + ["Forest"] * 20


def library_names(game: Game, player: int) -> list[str]:
    return [game.chars(oid).name for oid in game.zone("library", player)]


def test_103_3_decks_are_shuffled_into_libraries():
    """103.3: 'each player shuffles their deck so that the cards are in a random order'."""
    game = Game.new([DECK, DECK], seed=7)
    deck_order = DECK[: len(library_names(game, 0))]
    assert library_names(game, 0) != deck_order
    assert library_names(game, 0) != library_names(game, 1), "each library is shuffled on its own"


def test_103_3_shuffle_is_reproducible_from_the_seed():
    """103.3 (the randomness comes from the game's seed): the same seed gives the same libraries, other seeds
    others."""
    orders = {seed: library_names(Game.new([DECK, DECK], seed=seed), 0) for seed in (1, 2, 3)}
    assert library_names(Game.new([DECK, DECK], seed=1), 0) == orders[1]
    assert len({tuple(o) for o in orders.values()}) > 1


def test_103_4_starting_life_total_is_20():
    """103.4: 'Each player begins the game with a starting life total of 20.'"""
    game = Game.new([DECK, DECK], seed=1)
    assert [p.life for p in game.state.players] == [20, 20]


def test_103_5_each_player_draws_seven():
    """103.5: 'Each player draws a number of cards equal to their starting hand size, which is normally
    seven.' The rest of each deck is the library."""
    game = Game.new([DECK, DECK], seed=1)
    for player in (0, 1):
        assert len(game.zone("hand", player)) == 7
        assert len(game.zone("library", player)) == len(DECK) - 7


def test_103_8_starting_player_takes_the_first_turn():
    """103.8: 'The starting player takes their first turn.' (117.3a: they get priority in its upkeep.)"""
    game = Game.new([DECK, DECK], seed=1, first_player=1)
    assert game.state.turn == 1
    assert game.state.active == 1
    assert game.state.step == "upkeep"
    assert game.pending.kind == "priority" and game.pending.player == 1


def test_103_8a_starting_player_skips_first_draw():
    """103.8a: 'the player who plays first skips the draw step ... of their first turn.'"""
    game = Game.new([DECK, DECK], seed=1)
    pass_until(game, "main1", turn=1)
    assert len(game.zone("hand", 0)) == 7
    assert len(game.zone("library", 0)) == len(DECK) - 7


def test_103_8a_other_player_draws_on_their_first_turn():
    """103.8a applies to the starting player only: the second player draws in their first draw step."""
    game = Game.new([DECK, DECK], seed=1)
    pass_until(game, "main1", turn=2)
    assert game.state.active == 1
    assert len(game.zone("hand", 1)) == 8


# --- 103.1 and 103.5: choosing the starting player and mulligans ------------------------------------------


def keep_all(game: Game) -> None:
    """Every player keeps their hand."""
    while game.pending.kind == "mulligan":
        game.apply("no")


def test_103_1_coin_flip_winner_chooses_who_starts():
    """103.1: 'the players determine which one of them will choose who takes the first turn' (a seeded coin
    flip); that player chooses, and 103.8: the chosen player takes the first turn."""
    game = Game.new([DECK, DECK], seed=4, first_player=None)
    p = game.pending
    assert p.kind == "choose" and set(p.options) == {-1, -2}
    assert Game.new([DECK, DECK], seed=4, first_player=None).pending.player == p.player
    game.apply("choose P2")
    keep_all(game)
    assert (game.state.turn, game.state.step, game.state.active) == (1, "upkeep", 1)


def test_103_5_the_starting_player_declares_first():
    """103.5: 'First, the starting player declares whether they will take a mulligan. Then each other player
    in turn order does the same.'"""
    game = Game.new([DECK, DECK], seed=2, first_player=1, mulligans=True)
    assert game.pending.kind == "mulligan" and game.pending.player == 1
    game.apply("no")
    assert game.pending.kind == "mulligan" and game.pending.player == 0


def test_103_5_mulligans_happen_after_everyone_declared():
    """103.5: 'Once each player has made a declaration, all players who decided to take mulligans do so at
    the same time.' P1's hand is unchanged until P2 has declared."""
    game = Game.new([DECK, DECK], seed=2, mulligans=True)
    hand = game.zone("hand", 0)
    game.apply("yes")
    assert game.zone("hand", 0) == hand
    game.apply("no")
    assert game.zone("hand", 0) != hand


def test_103_5_a_mulligan_draws_seven_then_bottoms_one_per_mulligan():
    """103.5: the player 'draws a new hand of cards equal to their starting hand size, then puts a number of
    those cards equal to the number of times that player has taken a mulligan on the bottom of their
    library'. Two mulligans: a hand of five, two cards on the bottom."""
    game = Game.new([DECK, DECK], seed=2, mulligans=True)
    game.apply("yes")
    game.apply("no")
    assert len(game.zone("hand", 0)) == 7
    game.apply(f"choose {game.pending.options[0]}")
    assert len(game.zone("hand", 0)) == 6
    game.apply("yes")
    p = game.pending
    assert p.kind == "choose" and p.player == 0 and (p.min, p.max) == (2, 2)
    bottom = p.options[:2]
    game.apply(f"choose {bottom[0]} {bottom[1]}")
    assert len(game.zone("hand", 0)) == 5
    assert len(game.zone("library", 0)) == len(DECK) - 5


def test_103_5_keeping_ends_that_players_mulligans():
    """103.5: 'Once a player chooses not to take a mulligan, ... that player may not take any further
    mulligans.' Only the player who mulliganed declares again."""
    game = Game.new([DECK, DECK], seed=2, mulligans=True)
    game.apply("yes")
    game.apply("no")
    game.apply(f"choose {game.pending.options[0]}")
    assert game.pending.kind == "mulligan" and game.pending.player == 0
    game.apply("no")
    assert game.pending.kind == "priority" and game.state.step == "upkeep"
    assert len(game.zone("hand", 1)) == 7


def test_103_5_no_mulligan_below_zero_cards():
    """103.5: 'A player can take mulligans until their opening hand would be zero cards, after which they may
    not take further mulligans.'"""
    game = Game.new([DECK, DECK], seed=3, mulligans=True)
    taken = 0
    while game.pending.kind in ("mulligan", "choose"):
        p = game.pending
        if p.kind == "choose":
            game.apply("choose " + " ".join(str(i) for i in p.options[:p.min]))
        elif p.player == 0 and "yes" in [str(a) for a in game.legal_actions()]:
            game.apply("yes")
            taken += 1
        else:
            game.apply("no")
    assert taken == 7
    assert game.zone("hand", 0) == ()
    assert len(game.zone("library", 0)) == len(DECK)
