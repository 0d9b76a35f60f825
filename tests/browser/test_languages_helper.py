"""The browser tests' judge of a page's language judges right (it runs without a browser)."""

from .languages import language_problems

FRENCH = (
    "Aiko (Kinko) s'arrête à la ferme et prend 3 pièces. Tu peux donner une pièce au temple, "
    "et le voyageur le plus en arrière joue ensuite. La partie est finie quand tous les "
    "voyageurs sont à Edo."
)
POLISH = (
    "Aiko (Kinko) zatrzymuje się na farmie i bierze 3 monety. Możesz dać monetę do świątyni, "
    "a potem rusza się podróżnik, który jest najdalej z tyłu. Gra kończy się, gdy wszyscy są "
    "w Edo i nie ma już ruchu."
)
ENGLISH = (
    "Aiko (Kinko) stops at the farm and takes 3 coins. You may give a coin to the temple, and "
    "the traveller furthest behind moves next. The game is over when all the travellers are "
    "at Edo."
)


def test_each_language_reads_as_itself_and_not_as_another() -> None:
    assert language_problems(FRENCH, "fr") == []
    assert language_problems(POLISH, "pl") == []
    assert language_problems(ENGLISH, "en") == []
    assert language_problems(ENGLISH, "fr") and language_problems(ENGLISH, "pl")
    assert language_problems(FRENCH + " " + ENGLISH, "fr")  # half English is not French
    assert language_problems("Aiko Kinko", "fr") == ["only 2 words to judge"]
