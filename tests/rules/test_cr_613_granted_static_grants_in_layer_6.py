"""CR 613.1f and 613.8a: an ability granted in layer 6 that is itself a static ability granting abilities
('As long as enchanted permanent is an Equipment, it has "Equipped creature has flying."', Kaldheim's Runes)
depends on the grant (613.8a: the grant changes whether the other effect exists), so it applies after it, in
the same layer. 301.5: 'equipped creature' in the quoted ability is the creature the Equipment is attached to.
611.3a: 'as long as enchanted permanent is an Equipment' is checked continuously."""

from __future__ import annotations

from support import board, use_compiled

from lithoform.rules.continuous.characteristics import chars

use_compiled("Rune of Flight", "Rune of Might")


def _kw(game, name: str) -> frozenset[str]:  # type: ignore[no-untyped-def]
    return chars(game.state, game.find(name)).keywords


def test_613_8a_the_equipment_grants_what_the_rune_gave_it() -> None:
    game = board({"battlefield": [{"card": "Grizzly Bears", "label": "bears"},
                                  {"card": "Bonesplitter", "label": "split", "attached_to": "bears"},
                                  {"card": "Rune of Flight", "attached_to": "split"}]})
    assert "flying" in _kw(game, "Grizzly Bears")
    assert chars(game.state, game.find("Grizzly Bears")).power == 4  # Bonesplitter's own +2/+0 still applies


def test_613_1f_the_equipment_grants_pt_and_keyword_of_the_quoted_ability() -> None:
    game = board({"battlefield": [{"card": "Grizzly Bears", "label": "bears"},
                                  {"card": "Bonesplitter", "label": "split", "attached_to": "bears"},
                                  {"card": "Rune of Might", "attached_to": "split"}]})
    c = chars(game.state, game.find("Grizzly Bears"))
    assert "trample" in c.keywords and (c.power, c.toughness) == (5, 3)  # 2/2 +2/+0 +1/+1


def test_611_3a_on_a_creature_the_creature_ability_applies_not_the_equipment_one() -> None:
    game = board({"battlefield": [{"card": "Grizzly Bears", "label": "bears"},
                                  {"card": "Rune of Might", "attached_to": "bears"}]})
    c = chars(game.state, game.find("Grizzly Bears"))
    assert "trample" in c.keywords and (c.power, c.toughness) == (3, 3)


def test_613_an_unattached_equipment_grants_nothing() -> None:
    game = board({"battlefield": ["Grizzly Bears", {"card": "Bonesplitter", "label": "split"},
                                  {"card": "Rune of Flight", "attached_to": "split"}]})
    assert "flying" not in _kw(game, "Grizzly Bears")
