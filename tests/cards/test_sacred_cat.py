"""Sacred Cat: "Lifelink / Embalm {W}" (702.128a)"""

from __future__ import annotations

from support import activate, basics, board, cast, pass_both, use_compiled

from lithoform.rules.continuous.characteristics import chars

use_compiled("Sacred Cat")


def test_ruling_the_token_copies_only_what_was_printed() -> None:
    """Ruling (2017-04-18): "The token copies exactly what was printed on the original card and nothing else.
    It doesn't copy any information about the object the card was before it was put into your graveyard."
    The Cat had two +1/+1 counters when it died: the token is a plain 1/1."""
    game = board({"hand": ["Shock"], "battlefield": [*basics(Plains=1, Mountain=1),
                                                    {"card": "Sacred Cat", "counters": {"+1/+1": 1}}]})
    cat = game.find("Sacred Cat")
    cast(game, "Shock", cat)
    pass_both(game)
    activate(game, game.find("Sacred Cat", zone="graveyard"))
    pass_both(game)
    (token,) = [o for o in game.state.zones["battlefield"] if game.state.objects[o].token]
    assert (chars(game.state, token).power, chars(game.state, token).toughness) == (1, 1)
    assert not game.state.objects[token].counters


def test_ruling_it_is_white_instead_of_its_other_colors_and_its_mana_value_is_0() -> None:
    """Ruling (2017-04-18): "The token is a Zombie in addition to its other types and is white instead of its
    other colors. It has no mana cost, and thus its converted mana cost is 0.\""""
    game = board({"battlefield": basics(Plains=1), "graveyard": ["Sacred Cat"]})
    activate(game, game.find("Sacred Cat", zone="graveyard"))
    pass_both(game)
    (token,) = [o for o in game.state.zones["battlefield"] if game.state.objects[o].token]
    c = chars(game.state, token)
    assert set(c.colors) == {"W"} and "Zombie" in c.subtypes and c.mana_value == 0
