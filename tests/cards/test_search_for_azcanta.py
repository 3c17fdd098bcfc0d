"""Search for Azcanta // Azcanta, the Sunken Ruin (a transforming double-faced card, 712): 'At the beginning of your
upkeep, look at the top card of your library. You may put it into your graveyard. Then if you have seven or more
cards in your graveyard, you may transform Search for Azcanta.' // 'Azcanta, the Sunken Ruin: {T}: Add {U}. /
{2}{U}, {T}: Look at the top four cards of your library. You may reveal a noncreature, nonland card from among them
and put it into your hand. Put the rest on the bottom of your library in any order.' (701.27a transform)"""

from __future__ import annotations

from support import board, pass_both, pass_until, resolve_stack, use_compiled, zone_names

SEARCH = "Search for Azcanta // Azcanta, the Sunken Ruin"
AZCANTA = "Azcanta, the Sunken Ruin"
LIBRARY = ["Lightning Bolt", "Grizzly Bears", "Opt", "Forest", "Counterspell", "Mountain"]

use_compiled(SEARCH)


def _upkeep(graveyard: int):
    """The upkeep trigger resolving, with `graveyard` cards in P1's graveyard: the look's question is pending."""
    game = board({"library": list(LIBRARY), "graveyard": ["Island"] * graveyard,
                  "battlefield": [SEARCH, {"card": "Island", "count": 3}]}, step="untap")
    pass_both(game)  # the upkeep trigger resolves
    assert game.pending.kind == "choose" and "graveyard" in game.pending.prompt
    return game


def _face_up(game) -> str:
    return game.chars(game.find(AZCANTA) or game.find("Search for Azcanta")).name


def test_the_looked_at_card_goes_to_the_graveyard_and_the_seventh_card_lets_it_transform() -> None:
    """'You may put it into your graveyard': 'it' is the card looked at; then seven cards: it may transform."""
    game = _upkeep(6)
    game.apply(f"choose {game.pending.options[0]}")  # the Lightning Bolt, the top card
    assert game.pending.kind == "may"
    game.apply("yes")
    assert "Lightning Bolt" in zone_names(game, "graveyard")
    assert AZCANTA in [game.chars(i).name for i in game.state.battlefield]
    assert "Land" in game.chars(game.find(AZCANTA)).types


def test_ruling_may_transform_without_putting_the_card_into_the_graveyard() -> None:
    """Ruling (2017-09-29): "If you have seven or more cards in your graveyard, you may transform Search for
    Azcanta while resolving its triggered ability even if you choose not to put the top card of your library into
    your graveyard." and "If you don't put the top card of your library into your graveyard while resolving Search
    for Azcanta's triggered ability, you'll leave it on top of your library\""""
    game = _upkeep(7)
    game.apply("choose")  # not into the graveyard
    game.apply("yes")
    assert zone_names(game, "library")[0] == "Lightning Bolt"
    assert AZCANTA in [game.chars(i).name for i in game.state.battlefield]


def test_ruling_a_seventh_card_from_elsewhere_waits_for_the_next_upkeep() -> None:
    """Ruling (2017-09-29): "If a seventh card is put into your graveyard by something other than resolving Search
    for Azcanta's triggered ability, you won't transform it yet. You'll have to wait until your next upkeep." With
    six cards and the looked-at card kept, nothing is asked and it stays an enchantment."""
    game = _upkeep(6)
    game.apply("choose")
    assert game.pending.kind == "priority"
    assert "Search for Azcanta" in [game.chars(i).name for i in game.state.battlefield]


def test_the_back_face_abilities_work_after_transforming() -> None:
    """Azcanta's '{2}{U}, {T}: Look at the top four cards of your library. You may reveal a noncreature, nonland
    card from among them and put it into your hand. Put the rest on the bottom of your library in any order.'"""
    game = _upkeep(7)
    game.apply("choose")
    game.apply("yes")
    pass_until(game, "main1")  # draws the Lightning Bolt
    azcanta = game.find(AZCANTA)
    game.apply(f"activate {azcanta} 2")
    game.apply("autopay")
    pass_both(game)
    p = game.pending
    assert p.kind == "choose" and "hand" in p.prompt
    (opt,) = [c for c in p.options if game.state.objects[c].card == "Opt"]  # Grizzly Bears and Forest can't be
    assert len(p.options) == 2  # Opt and Counterspell only
    game.apply(f"choose {opt}")
    while game.pending.kind == "choose":  # the rest on the bottom in any order (401.4)
        game.apply(f"choose {game.pending.options[0]}")
    resolve_stack(game)
    assert "Opt" in zone_names(game, "hand")
    assert game.state.objects[azcanta].tapped
