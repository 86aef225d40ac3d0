import type { LanguageTexts } from '../compose';
import { lines } from './lines';

export const es: LanguageTexts = {
  posts: lines(`
    Hoy hice paella para toda la familia. ¡Éxito total, hasta mi suegra repitió!
    Domingo de lluvia, manta, café y una novela de Almudena Grandes. No necesito nada más.
    Por fin terminé la mudanza. Tengo tres cajas que dicen “varios” y miedo de abrirlas.
    Mi abuela cumple 90 años y sigue ganándonos a todos al dominó. 🎂
    ¿Alguien sabe dónde arreglan bicicletas antiguas en el centro?
    (f) Primer baño del año en el mar. El agua estaba helada y grité como una niña. Volveré mañana.
    Llevo una semana sin mirar el móvil antes de dormir y duermo como un bebé.
    El panadero de mi barrio se jubila. Treinta años de barras de pan y buenos días.
    Hoy me dijeron que mi español suena “muy de Sevilla”. No he estado nunca en Sevilla.
    (m) Aprendí a hacer tortilla de patatas sin que se rompiera al darle la vuelta. Estoy emocionado.
    Qué bonito es el atardecer desde el mirador. Todo el barrio estaba allí en silencio.
    Mi gato ha decidido que el teclado es su cama. Trabajo desde el sofá, por lo visto.
    Las calles huelen a azahar y de repente todo el mundo está de mejor humor. 🌼
    Hoy corrí mis primeros cinco kilómetros sin parar. ¡Lo logré!
    Volví al pueblo de mis padres y la plaza sigue igual. Los mismos bancos, los mismos vecinos.
    Empecé clases de cerámica. Mi primer cuenco parece un sombrero, pero es mío.
    Se me quemaron las lentejas. Cena de hoy: pan con tomate y dignidad.
    El metro iba lleno, pero un señor empezó a tocar el acordeón y cambió el día de todos.
    (f) ¿Soy la única que guarda bolsas dentro de otras bolsas?
    Mi hija me preguntó si los peces duermen. Ahora los dos queremos saberlo.
    Hoy hace un año que dejé de fumar. Un año entero. Gracias a quien me aguantó de mal humor.
    Tarde de museo con mi padre. Él miraba los cuadros, yo lo miraba a él. 💛
    Llegó el otoño y con él las castañas asadas en la esquina.
    Por fin conseguí trabajo de lo mío. Empiezo el lunes y no me lo creo.
    La vecina de arriba canta boleros mientras cocina. Es mi radio favorita.
    Fin de semana en la sierra: setas, frío y una chimenea que no tiraba. Perfecto igualmente.
    Hoy he llorado con un anuncio de turrones. Diciembre, ya estás aquí.
    Mi perro ha aprendido a abrir la puerta del patio. Estamos perdidos.
    Nadie habla de lo difícil que es hacer amigos de adulto. Hoy lo intenté en el club de lectura.
    La tortilla, con cebolla. No acepto debates. 🥔
    Día de limpieza general. He encontrado una carta de mi primer amor en un libro de recetas.
    Primer día de vacaciones y ya he perdido la noción del tiempo. Así debe ser.
    Gracias a la señora del autobús que me prestó un paraguas sin conocerme de nada.
    Llevo tres meses aprendiendo alemán y hoy entendí un chiste. Uno solo, pero entero.
    El mercado de los sábados tiene los mejores tomates del mundo y no pienso discutirlo.
    A veces lo más valiente es pedir ayuda. Hoy lo hice.
    Noche de tormenta y apagón en todo el barrio. Velas, guitarra y vecinos en el portal.
    (f) Mi sobrino de seis años me explicó los dinosaurios durante una hora. Ahora soy experta.
    Hoy he plantado un limonero en el balcón. Dentro de cinco años os invito a limonada.
    Qué gusto desayunar churros con chocolate un martes cualquiera.
    Vuelvo a casa andando para ver las luces de Navidad. Ir despacio también es un plan.
    Terminé mi tesis. Cuatro años, doscientas páginas y un café detrás de cada una.
    Mi madre aprendió a mandar audios y ahora me cuenta su día entero en seis partes.
    Hoy no ha pasado nada especial y ha sido un día precioso.
  `),
  comments: lines(`
    ¡Qué bonito!
    Me has alegrado el día, de verdad.
    ¡Enhorabuena, te lo mereces!
    Jajaja, me pasa exactamente lo mismo.
    Un abrazo enorme desde aquí.
    Esto me recuerda a mi abuela.
    ¿Dónde es eso? Quiero ir.
    Qué envidia más sana me das.
    Ánimo, que tú puedes con todo.
    Me lo guardo para el fin de semana.
    Lo he leído tres veces y me sigue haciendo gracia.
    Gracias por compartirlo, de verdad.
    ¡Qué orgullo!
    Necesito la receta ya mismo.
    Esto es lo mejor que he leído hoy.
    Qué razón tienes.
    Me encanta cómo lo cuentas.
    (f) Yo también, pensaba que era la única.
    Cuídate mucho, ¿vale?
    Pues ahora tengo hambre.
    Me lo apunto sin dudarlo.
    Qué maravilla de día.
    Eres un ejemplo, en serio.
    Esto merece una segunda parte.
    Pura poesía.
    Qué ternura me ha dado.
    No sabía que necesitaba leer esto.
    ¡Vamos! A por todas.
  `),
  confessions: lines(`
    Llevo meses diciendo que estoy bien y no lo estoy. Escribirlo aquí ya es algo.
    Nadie en mi familia sabe que dejé la carrera. Estoy ahorrando para empezar otra.
    Echo de menos a mi padre cada día, aunque ya han pasado cinco años.
    Hoy fui a terapia por primera vez. Salí llorando y con un poco de esperanza.
  `),
  replies: lines(`
    ¡Gracias! Me hace mucha ilusión.
    Jajaja, ya te digo.
    Te paso la receta cuando quieras.
    Está cerca del mercado, al lado de la fuente.
    La próxima vez vienes conmigo.
    Tienes toda la razón.
    Qué bien leer esto, gracias.
    Prometo contarlo todo.
    No te creas, costó lo suyo.
    ¡Eso mismo dije yo!
    Eso mismo le dije a mi madre.
    ¡Te espero el sábado entonces!
    No sabes cuánto me alegra leerte.
    Ya te contaré qué tal sale la segunda vez.
    Jaja, culpable.
  `),
};
