"""608.2c, 608.2h: 'that many' / 'that much' after an earlier instruction of the same spell or ability, when the
trigger event has no amount, is the number that instruction produced, counted as it happened: the cards drawn
(121.1), the counters removed (122.8), the permanents sacrificed (701.21a), the life lost (119.3)."""

from __future__ import annotations

from support import (
    basics,
    board,
    cast,
    hand_size,
    life,
    names,
    pass_both,
    tokens,
    use_compiled,
)

use_compiled("Give // Take", "Hellion Eruption", "Foul-Tongue Shriek", "Laquatus's Creativity")


def test_608_2c_take_draws_as_many_cards_as_counters_it_removed() -> None:
    """'Remove all +1/+1 counters from target creature you control. Draw that many cards.': three counters, three
    cards."""
    game = board({"battlefield": [*basics(Island=3), {"card": "Grizzly Bears", "counters": {"+1/+1": 3},
                                                       "label": "b"}],
                  "hand": ["Give // Take"]})
    cast(game, "Give // Take", game.labels["b"], face=1)
    pass_both(game)
    assert hand_size(game) == 3


def test_701_21a_hellion_eruption_creates_a_hellion_for_each_creature_sacrificed() -> None:
    """'Sacrifice all creatures you control, then create that many 4/4 red Hellion creature tokens.': two
    creatures sacrificed, two Hellions."""
    game = board({"battlefield": [*basics(Mountain=6), "Grizzly Bears", "Hill Giant"], "hand": ["Hellion Eruption"]})
    cast(game, "Hellion Eruption")
    pass_both(game)
    assert sorted(names(game, "graveyard")) == ["Grizzly Bears", "Hellion Eruption", "Hill Giant"]
    assert sorted(game.chars(t).name for t in tokens(game, 0)) == ["Hellion Token"] * 2


def test_119_3_foul_tongue_shriek_gains_the_life_the_opponent_lost() -> None:
    """'Target opponent loses 1 life for each attacking creature you control. You gain that much life.': two
    attackers, 2 life lost and 2 gained."""
    game = board({"battlefield": [*basics(Swamp=1), "Grizzly Bears", "Hill Giant"], "hand": ["Foul-Tongue Shriek"]},
                 step="beginning_of_combat")
    pass_both(game)
    for name in ("Grizzly Bears", "Hill Giant"):
        game.apply(f"attack {game.find(name, player=0)} P2")
    game.apply("done")
    cast(game, "Foul-Tongue Shriek", "P2")
    pass_both(game)
    assert (life(game, 0), life(game, 1)) == (22, 18)


def test_121_1_laquatus_creativity_discards_as_many_cards_as_were_drawn() -> None:
    """'Target player draws cards equal to the number of cards in their hand, then discards that many cards.':
    two cards in hand, two drawn, two discarded (the number counted before the draw, 608.2h)."""
    game = board({"battlefield": [*basics(Island=5)], "hand": ["Laquatus's Creativity"]},
                 {"hand": ["Grizzly Bears", "Hill Giant"]})
    cast(game, "Laquatus's Creativity", "P2")
    pass_both(game)
    while game.pending.kind != "priority":  # P2 chooses which two to discard
        game.apply(game.legal_actions()[0])
    assert hand_size(game, 1) == 2
    assert len(names(game, "graveyard", 1)) == 2
