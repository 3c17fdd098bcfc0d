"""CR 105.2a-c: a monocolored object is exactly one of the five colors, a multicolored object two or more,
a colorless object none; descriptions that say so ('target monocolored permanent') match only those."""

from __future__ import annotations

from support import board


def _targets(game, spell: str) -> set[int]:
    game.apply(f"cast {game.find(spell)}")
    return {int(a.args[0]) for a in game.legal_actions() if a.kind == "target"}


def test_105_2a_vanishing_verse_targets_only_monocolored_permanents() -> None:
    """Vanishing Verse: 'Exile target monocolored permanent.'"""
    game = board({"hand": ["Vanishing Verse"], "battlefield": ["Plains", "Swamp"]},
                 {"battlefield": ["Grizzly Bears", "Ornithopter", "Boros Reckoner", "Forest"]})
    offered = _targets(game, "Vanishing Verse")
    assert game.find("Grizzly Bears") in offered
    assert game.find("Ornithopter") not in offered and game.find("Forest") not in offered  # 105.2c: colorless
    assert game.find("Boros Reckoner") not in offered  # 105.2b: two colors


def test_105_2b_multicolored_matches_two_or_more_colors() -> None:
    """Ravnica at War: 'Exile all multicolored permanents.'"""
    from support import cast, pass_both

    game = board({"hand": ["Ravnica at War"], "battlefield": ["Plains"] * 4},
                 {"battlefield": ["Grizzly Bears", "Boros Reckoner"]})
    cast(game, "Ravnica at War")
    pass_both(game)
    names = [game.chars(o).name for o in game.zone("battlefield")]
    assert "Grizzly Bears" in names and "Boros Reckoner" not in names
